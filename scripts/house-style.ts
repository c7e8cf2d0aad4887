// The house style's checks on what a page shows (docs/house-style.md), as pure rules: the e2e
// fixture runs them on every page it checks with axe.

/** What a page shows that the house style rules on: its document title and the step count of each stepper. */
export interface PageWords {
  readonly title: string;
  readonly stepperSizes: readonly number[];
}

/** A word said twice in a row, across the title's separators ("Checkout – Checkout"), case aside. */
function repeatedWords(title: string): string[] {
  const words = title.split(/[\s–—:,.|-]+/).filter(Boolean);
  return words.filter((word, index) => index > 0 && word.toLowerCase() === words[index - 1]!.toLowerCase());
}

/** Each break of the house style, in words; none when the page keeps it. */
export function houseStyleProblems({ title, stepperSizes }: PageWords): string[] {
  return [
    ...repeatedWords(title).map((word) => `the title "${title}" says "${word}" twice in a row`),
    ...stepperSizes.filter((size) => size === 1).map(() => 'a stepper of one step (the heading names the step)'),
  ];
}
