/**
 * An order row of GET /api/admin/orders (spec §3 Order). Wider than the API's own type on purpose: the
 * screen must cope with what the spec says a row may hold (an empty payment status shows 'Unknown').
 */
export interface OrderRow {
  id: string;
  tracking_number: string;
  user: { name: string } | null;
  total_amount: number | string;
  total_quantity: number;
  status: string;
  payment_status: string | null;
  created_at: string;
}

export interface OrderItem {
  ebook_id: string | null;
  title: string;
  cover_image?: string | null;
  unit_price: number;
  discount_amount: number;
  quantity: number;
  line_total: number;
}

export interface OrderEvent {
  id?: string;
  kind: string;
  from_value: string | null;
  to_value: string | null;
  note: string | null;
  created_at: string;
  actor_name: string | null;
}

/** GET /api/admin/orders/{id}. */
export interface OrderDetails extends OrderRow {
  customer: { name: string; email: string } | null;
  items: OrderItem[];
  subtotal_amount: number;
  discount_amount: number;
  coupon_code: string | null;
  payment_provider: string | null;
  events: OrderEvent[];
  /** What the signed-in user may do with the order; absent, the role decides. */
  abilities?: { update_status: boolean; mark_payment: boolean };
}
