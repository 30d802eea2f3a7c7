/** The languages the app speaks (the message files' folders), in the language picker's order. */
export const LANGUAGES = ['de', 'en', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];
