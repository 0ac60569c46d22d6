import type { SeedContext } from './context.ts';
import { seedDemoAccounts } from './accounts.ts';
import { seedCategories } from './categories.ts';
import { seedAuthors } from './authors.ts';
import { seedUsers } from './users.ts';
import { seedPublishers } from './publishers.ts';
import { seedCoupons } from './coupons.ts';
import { seedStaticPages } from './static-pages.ts';
import { seedInquiries } from './inquiries.ts';
import { seedEbooks } from './ebooks.ts';
import { seedTemplates } from './templates.ts';
import { seedOrders } from './orders.ts';
import { seedClasses } from './classes.ts';
import { seedReading } from './reading.ts';
import { seedPlans } from './plans.ts';

/**
 * Demo content, in order. Each feature adds its seeder here so that a new user meets a living product.
 * The whole list runs once per database: a marker row keeps a second start from seeding twice.
 */
export const demoSeeders: ((ctx: SeedContext) => Promise<void>)[] = [
  seedDemoAccounts,
  seedCategories,
  seedAuthors,
  seedUsers,
  seedPublishers,
  // Plans once every author and publisher account exists.
  seedPlans,
  seedStaticPages,
  seedInquiries,
  seedEbooks,
  // Coupons after books: the item-specific one names a seeded book.
  seedCoupons,
  // Orders after books, accounts and coupons: they buy the one with the others.
  seedOrders,
  seedTemplates,
  // A class after books and templates: it is given two of the books and a template.
  seedClasses,
  // Reading last: it reads the published books and their pages.
  seedReading,
];

