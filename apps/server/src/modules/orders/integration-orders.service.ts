import {
  INTEGRATION_ORDER_NOT_FOUND_MESSAGE,
  INTEGRATION_ORDER_STATUS_TRANSITIONS,
  type AdminOrderTransitionReply,
  type IntegrationOrdersQuery,
  type IntegrationOrdersReply,
  type IntegrationOrderStatusRequest,
} from '@kodumasinad/contract/admin';
import type { Db } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import { listMeta } from '../../platform/list-meta.js';
import type { AdminOrdersService, StaffActor } from './admin-orders.service.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * Who moves an order through the ERP: the token, standing in the order's history under its name
 * and in the audit log under the admin who created it (decision 081).
 */
export interface IntegrationOrderActor extends StaffActor {
  integrationId: number;
}

/**
 * The ERP's orders (issue 24, decision 081): the pick-up list in the back-office's order shape,
 * and status changes through the back-office's own transitions, so the buyer gets the same
 * e-mails and a cancelled order's invoice is credited the same way.
 */
export class IntegrationOrdersService {
  private readonly orders: OrdersRepository;

  constructor(private readonly deps: { db: Db; transitions: AdminOrdersService<IntegrationOrderActor> }) {
    this.orders = new OrdersRepository(deps.db);
  }

  async list(query: IntegrationOrdersQuery): Promise<IntegrationOrdersReply> {
    const { page, per_page: perPage } = query;
    const { ids, total } = await this.orders.changedIds(
      {
        ...(query.status === undefined ? {} : { status: query.status }),
        ...(query.since === undefined ? {} : { since: query.since }),
      },
      { offset: (page - 1) * perPage, limit: perPage },
    );
    const data = [];
    // One after another: a page of orders must not take every connection of the pool.
    for (const id of ids) data.push(await this.deps.transitions.get(id));
    return {
      data,
      meta: listMeta(query, total),
    };
  }

  async changeStatus(
    actor: IntegrationOrderActor,
    number: string,
    request: IntegrationOrderStatusRequest,
  ): Promise<AdminOrderTransitionReply> {
    const id = await this.orders.idByNumber(number);
    if (id === undefined) throw notFound(INTEGRATION_ORDER_NOT_FOUND_MESSAGE);
    const transition = INTEGRATION_ORDER_STATUS_TRANSITIONS[request.status];
    return this.deps.transitions.transition(
      actor,
      id,
      transition,
      transition === 'cancel' ? request.reason : null,
    );
  }
}
