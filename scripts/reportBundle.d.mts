export declare const landingBudgetKb: number;
export declare function measureLanding(webDir?: string): {
  chunks: Array<{ file: string; bytes: number; gzip: number }>;
  gzipKb: number;
  withinBudget: boolean;
};
