/**
 * The top bar on a phone (narrower than Tailwind's `sm`, 640 px) keeps its most used commands on one row; the others
 * are drawn only on a wider window and are in the More menu on a phone. Hidden with `display: none`, a control is
 * out of the accessibility tree too, so no name is found twice.
 */
export const WIDE_ONLY = 'hidden sm:contents';
export const PHONE_ONLY = 'sm:hidden';
