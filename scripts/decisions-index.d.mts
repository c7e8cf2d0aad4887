export interface DecisionRecord {
  fileName: string;
  number?: string;
  title?: string;
  date?: string;
  status?: string;
  kind?: 'spec' | 'architecture';
  problems: string[];
}
export declare const DECISIONS_DIR: string;
export declare const KINDS: Record<'spec' | 'architecture', string>;
export declare const TEMPLATE_HINT: string;
export declare function parseDecision(fileName: string, text: string): DecisionRecord;
export declare function readDecisions(dir?: string): DecisionRecord[];
export declare function renderIndex(records: DecisionRecord[]): string;
export declare function checkIndex(dir?: string): string[];
export declare function citedNumbers(text: string): string[];
export declare function isReplaced(record: DecisionRecord): boolean;
export declare function successors(record: DecisionRecord): string[];
