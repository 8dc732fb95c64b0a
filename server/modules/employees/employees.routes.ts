// The employees API (docs/http-api.md): list, add, read, edit and delete the business's employees.
// Permissions follow the docs/product-rules.md §6 matrix; what an employee caller may see is decided in the service.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../lib/http';
import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  inactiveCardScans,
  listEmployees,
  updateEmployee,
  type EmployeesContext,
} from './employees.service';
import { presentEmployee, type EmployeeRow } from './employee-presenter';
import { placeEmployee } from './employee-placement.service';
import { employeesApi } from '@common/api/employees';
import { serve } from '../../lib/contract';

const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const context = async (request: FastifyRequest): Promise<EmployeesContext> => ({
    db: db(),
    scope: await request.businessScope(),
    jobs: app.jobs,
  });
  // Presented at the edge: the links name the address this request came to.
  const present = (request: FastifyRequest, row: EmployeeRow) =>
    presentEmployee(row, publicOrigin(request));

  app.route({
    ...serve(employeesApi.list),
    config: { access: { permission: 'employees:read' } },
    handler: async (request) => {
      const { items, total } = await listEmployees(await context(request), request.query);
      return { items: items.map((row) => present(request, row)), total };
    },
  });

  app.route({
    ...serve(employeesApi.inactiveScans),
    config: { access: { permission: 'employees:update' } },
    handler: async (request) => inactiveCardScans(db(), await request.businessScope()),
  });

  app.route({
    ...serve(employeesApi.create),
    config: { access: { permission: 'employees:create' } },
    handler: async (request, reply) => {
      const created = await createEmployee(await context(request), request.body);
      return reply.status(201).send(present(request, created));
    },
  });

  app.route({
    ...serve(employeesApi.read),
    config: { access: { permission: 'employees:read' } },
    handler: async (request) =>
      present(request, await getEmployee(await context(request), request.params.id)),
  });

  app.route({
    ...serve(employeesApi.update),
    config: { access: { permission: 'employees:update' } },
    handler: async (request) =>
      present(
        request,
        await updateEmployee(await context(request), request.params.id, request.body),
      ),
  });

  app.route({
    ...serve(employeesApi.remove),
    config: { access: { permission: 'employees:delete' } },
    handler: async (request, reply) => {
      await deleteEmployee(db(), await request.businessScope(), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...serve(employeesApi.placeEmployee),
    config: { access: { permission: 'employees:update' } },
    handler: async (request) =>
      placeEmployee(
        db(),
        await request.businessScope(),
        request.params.id,
        request.body.locationIds,
      ),
  });
};

export default employeesRoutes;
