// What a guest taps: at least 44 px (a finger's target, beyond WCAG 2.2's 24 px minimum) on a
// phone, whatever the page's root size (an embed's host may set 10 px); the usual sizes from `sm`
// up.
export const touchSized = 'h-[max(2.75rem,44px)] sm:h-10';
export const touchTall = 'min-h-[max(2.75rem,44px)]';
export const touchSquare = 'size-[max(2.75rem,44px)] sm:size-8';
// Text a guest types or reads in a control: at least 16 px on a phone.
export const touchText = 'text-[length:max(1rem,16px)] sm:text-sm';
