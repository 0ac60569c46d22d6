import type { Publisher, PublisherCreateSchema } from '@folio/shared';
import type { z } from 'zod';
import type { publishers } from '../../db/schema.ts';

type Row = typeof publishers.$inferSelect;
type ProfileInput = Omit<z.output<typeof PublisherCreateSchema>, 'login_email' | 'password' | 'confirm_password'>;

/** The fields a publisher shows; of its sign-in account only the e-mail (never the password hash). */
export const presentPublisher = (p: Row, loginEmail: string | null): Publisher => ({
  id: p.id,
  name: p.name,
  mobile: p.mobile,
  email: p.email,
  nid: p.nid,
  nid_image: p.nidImage,
  proprietor_photo: p.proprietorPhoto,
  proprietor_signature: p.proprietorSignature,
  present_address: p.presentAddress,
  permanent_address: p.permanentAddress,
  office_present_address: p.officePresentAddress,
  office_permanent_address: p.officePermanentAddress,
  trade_license_number: p.tradeLicenseNumber,
  trade_license_image: p.tradeLicenseImage,
  logo: p.logo,
  etin: p.etin,
  vat_number: p.vatNumber,
  office_mobile: p.officeMobile,
  office_phone: p.officePhone,
  office_email: p.officeEmail,
  status: p.status,
  user_id: p.userId,
  login_email: loginEmail,
  created_at: p.createdAt.toISOString(),
});

/** The profile fields of a form, as table columns (the sign-in fields go to the users row). */
export const profileColumns = (input: ProfileInput) => ({
  name: input.name,
  mobile: input.mobile,
  email: input.email,
  nid: input.nid,
  nidImage: input.nid_image,
  proprietorPhoto: input.proprietor_photo,
  proprietorSignature: input.proprietor_signature,
  presentAddress: input.present_address,
  permanentAddress: input.permanent_address,
  officePresentAddress: input.office_present_address,
  officePermanentAddress: input.office_permanent_address,
  tradeLicenseNumber: input.trade_license_number,
  tradeLicenseImage: input.trade_license_image,
  logo: input.logo,
  etin: input.etin,
  vatNumber: input.vat_number,
  officeMobile: input.office_mobile,
  officePhone: input.office_phone,
  officeEmail: input.office_email,
  status: input.status,
});
