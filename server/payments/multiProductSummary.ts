import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { multipleProductItems, multipleProducts } from '#server/db/schema';
import { noAccess } from '#server/http/apiFailure';

/**
 * GET /api/multiple-products/{id}: one of the caller's groups, its items in order (the first is the
 * main product /multiple_product_summary redirects to). Another user's group, or none: 404.
 */
export async function multipleProductItemsOf(db: Db, multipleProductId: number, callerId: number) {
  const [group] = await db
    .select({ id: multipleProducts.id })
    .from(multipleProducts)
    .where(and(eq(multipleProducts.id, multipleProductId), eq(multipleProducts.userId, callerId)));
  if (!group) throw noAccess();
  return db
    .select({ productId: multipleProductItems.productId, productTransactionId: multipleProductItems.productTransactionId })
    .from(multipleProductItems)
    .where(eq(multipleProductItems.multipleProductId, group.id))
    .orderBy(asc(multipleProductItems.position));
}
