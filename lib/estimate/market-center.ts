/** Where an estimate's market is read around (a home, or its town's listings). */
export type MarketCenter = { latitude: number; longitude: number };
