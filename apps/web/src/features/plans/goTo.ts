/** Leaves for one of Stripe's pages (Checkout, the customer portal), which send the account back to the plan page. */
export const goTo = (address: string) => window.location.assign(address);
