/** A boolean column: the integer 0 or 1 in both databases (see dialect.ts). */
export type Flag = 0 | 1;
