import { pgEnum } from 'drizzle-orm/pg-core';
import {
  APPROVAL_STATUSES, BOOK_TYPES, COUPON_TARGETS, DISCOUNT_TYPES, EBOOK_DISCOUNT_TYPES, EBOOK_STATUSES, INQUIRY_STATUSES, ORIENTATIONS,
  PAGE_DIMENSION_KINDS, PDF_PROCESSING_STATUSES, ROLES, STATUSES, ORDER_STORED_STATUSES, PAYMENT_STATUSES, PAYMENT_PROVIDERS,
} from '@folio/shared';

export const roleEnum = pgEnum('role', ROLES);
export const statusEnum = pgEnum('status', STATUSES);
export const discountTypeEnum = pgEnum('discount_type', DISCOUNT_TYPES);
export const couponTargetEnum = pgEnum('coupon_target', COUPON_TARGETS);
export const inquiryStatusEnum = pgEnum('inquiry_status', INQUIRY_STATUSES);
export const ebookStatusEnum = pgEnum('ebook_status', EBOOK_STATUSES);
export const bookTypeEnum = pgEnum('book_type', BOOK_TYPES);
export const approvalStatusEnum = pgEnum('approval_status', APPROVAL_STATUSES);
export const pageDimensionEnum = pgEnum('page_dimension', PAGE_DIMENSION_KINDS);
export const orientationEnum = pgEnum('orientation', ORIENTATIONS);
export const ebookDiscountTypeEnum = pgEnum('ebook_discount_type', EBOOK_DISCOUNT_TYPES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STORED_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const pdfProcessingEnum = pgEnum('pdf_processing', PDF_PROCESSING_STATUSES);
