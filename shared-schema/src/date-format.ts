/**
 * An en-US date format made when it first formats, then kept. Kept: `toLocaleDateString` with
 * options builds a new format on every call, and in the opening rush the server names pickup
 * days in every order's e-mails (a profile of the rush put more of the server's own time in
 * pickupDateText than in any other function). Made on first use, not as its module loads: a
 * page's first Intl format loads the browser's locale data, 50 ms of the shop's first visit in
 * a trace, on a screen that shows no date.
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions): { format(date: Date | number): string } {
  let made: Intl.DateTimeFormat | undefined;
  return { format: (date) => (made ??= new Intl.DateTimeFormat('en-US', options)).format(date) };
}
