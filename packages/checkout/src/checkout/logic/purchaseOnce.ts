// S3.7.30: a created checkout's orders are reported to the API (POST created-order/) as soon as the
// answer arrives. The API records only the first report of each order, so the GA4 purchase, sent on
// creation (spec 3 §4 "Order creation", step 2), goes out once even if the same answer is seen again.

/** Reports one order; answers whether this was its first report. */
export type ReportCreatedOrder = (orderId: number) => Promise<boolean>;

/**
 * Whether this checkout's purchase is still to be sent: yes unless every one of its orders had been
 * reported before. A report that fails says nothing, and the event is sent (the spec sends it).
 */
export async function isPurchaseUnsent(orderIds: readonly number[], report: ReportCreatedOrder): Promise<boolean> {
  const firsts = await Promise.all([...new Set(orderIds)].map((id) => report(id).catch(() => null)));
  return firsts.length === 0 || firsts.some((first) => first !== false);
}
