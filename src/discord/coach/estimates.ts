/** The advisor's estimates in words, as Hint and Review write them. */

/** A chance to win as a whole percentage: "42 %". */
export const percent = (chance: number): string => `${Math.round(chance * 100)} %`;
