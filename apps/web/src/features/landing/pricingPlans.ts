/**
 * Spec §9 marketing plans (display text): prices in US dollars, the features of each plan in its order
 * (`store:landing.pricing.features.*`). The landing page's pricing and the Plan and billing page show them.
 */
export const PRICING_PLANS = [
  { id: 'basic', usd: 29, features: ['ebooks5', 'storage5', 'emailSupport', 'basicAnalytics'] },
  { id: 'professional', usd: 99, features: ['unlimitedEbooks', 'advancedInteractive', 'prioritySupport', 'customBranding', 'teamCollaboration', 'freeTrial'], featured: true },
  { id: 'enterprise', usd: null, features: ['customSolutions', 'dedicatedSupport', 'sla', 'apiAccess', 'teamTraining'] },
] as const;

export type PricingPlanId = (typeof PRICING_PLANS)[number]['id'];

/** Where the Enterprise plan's "Contact us" goes: the landing page's contact form. */
export const CONTACT_PATH = '/#contact';
