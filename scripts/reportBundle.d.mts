interface Measured {
  chunks: Array<{ file: string; bytes: number; gzip: number }>;
  gzipKb: number;
}
export declare const landingBudgetKb: number;
export declare function measureLanding(webDir?: string): Measured & { withinBudget: boolean };
export declare function measureGuestPage(webDir?: string): Measured;
