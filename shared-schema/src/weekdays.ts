/**
 * The weekdays as the settings count them, 0 (Sunday) to 6. A module of its own: the footer of
 * every page names the market's day, and a shared module is loaded whole by the first chunk that
 * uses any of it (the shop's first download).
 */
export const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
