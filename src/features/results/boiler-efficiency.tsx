// quote §9: the current boiler's efficiency grade and the yearly saving, from the answers alone, so
// they show while the prices load.
import { efficiencyGrade, efficiencyScore, yearlySavings, type SavingsHomeType } from '@/domain/estimates';
import { YEARLY_SAVINGS_PENCE } from '@/domain/constants';
import { formatPence } from '@/domain/money';

/** The two answers the estimate reads, from the posted answers or the returned quote's items. */
export interface CurrentBoiler {
  readonly boilerAge: number | null | undefined;
  readonly homeType: string | null | undefined;
}

/** The home as the sentence names it, with its article ("an" would follow a vowel). */
const HOME_PHRASES: Record<SavingsHomeType, string> = {
  Detached: 'a detached home',
  'Semi-detached': 'a semi-detached home',
  Terraced: 'a terraced home',
  Bungalow: 'a bungalow',
  Apartment: 'a flat or apartment',
};

const isSavingsHomeType = (value: string | null | undefined): value is SavingsHomeType =>
  typeof value === 'string' && Object.hasOwn(YEARLY_SAVINGS_PENCE, value);

export function BoilerEfficiency({ boilerAge, homeType }: CurrentBoiler) {
  const grade = efficiencyGrade(boilerAge ?? null);
  const score = efficiencyScore(grade);
  const home = isSavingsHomeType(homeType) ? homeType : null;
  const saving = home ? yearlySavings(home, grade) : 0;
  return (
    <section className="results-efficiency" aria-labelledby="results-efficiency-title">
      <span className={`results-efficiency__grade results-efficiency__grade--${grade}`} aria-hidden="true">
        {grade}
      </span>
      <div className="results-efficiency__text">
        <h2 id="results-efficiency-title">Your current boiler</h2>
        <p>{score !== null ? `Efficiency grade ${grade}, about ${score}% efficient.` : `Efficiency grade ${grade}: we don’t know its age, so we assume the lowest grade.`}</p>
        {home && saving > 0 && (
          <p>
            A new A-rated boiler could save you about <strong>{formatPence(saving)} a year</strong> on heating in {HOME_PHRASES[home]}.
          </p>
        )}
      </div>
    </section>
  );
}
