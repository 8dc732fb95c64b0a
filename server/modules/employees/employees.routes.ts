// The employees API (docs/http-api.md): list, add, read, edit and delete the business's employees.
// Permissions follow the docs/product-rules.md §6 matrix; what an employee caller may see is decided in the service.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, errorResponses, idParamsSchema } from '@common/schemas/common';
import {
  createEmployeeRequestSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeeSchema,
  inactiveScansSchema,
  updateEmployeeRequestSchema,
} from '@common/schemas/employees';
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

const errors = errorResponses(400, 401, 403, 404);

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

  app.get(
    '/api/employees',
    {
      config: { access: { permission: 'employees:read' } },
      schema: {
        tags: ['employees'],
        summary: 'Employees of the business, by name (an employee sees only themself)',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await listEmployees(await context(request), request.query);
      return { items: items.map((row) => present(request, row)), total };
    },
  );

  app.get(
    '/api/employees/inactive-scans',
    {
      config: { access: { permission: 'employees:update' } },
      schema: {
        tags: ['employees'],
        summary: "Scans this month of deactivated or deleted employees' cards",
        response: { 200: inactiveScansSchema, ...errors },
      },
    },
    async (request) => inactiveCardScans(db(), await request.businessScope()),
  );

  app.post(
    '/api/employees',
    {
      config: { access: { permission: 'employees:create' } },
      schema: {
        tags: ['employees'],
        summary: 'Add an employee (issues their permanent link and code)',
        body: createEmployeeRequestSchema,
        response: { 201: employeeSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createEmployee(await context(request), request.body);
      return reply.status(201).send(present(request, created));
    },
  );

  app.get(
    '/api/employees/:id',
    {
      config: { access: { permission: 'employees:read' } },
      schema: {
        tags: ['employees'],
        summary: 'One employee',
        params: idParamsSchema,
        response: { 200: employeeSchema, ...errors },
      },
    },
    async (request) =>
      present(request, await getEmployee(await context(request), request.params.id)),
  );

  app.patch(
    '/api/employees/:id',
    {
      config: { access: { permission: 'employees:update' } },
      schema: {
        tags: ['employees'],
        summary: 'Edit, activate or deactivate an employee (deactivation ends their sessions)',
        params: idParamsSchema,
        body: updateEmployeeRequestSchema,
        response: { 200: employeeSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) =>
      present(
        request,
        await updateEmployee(await context(request), request.params.id, request.body),
      ),
  );

  app.delete(
    '/api/employees/:id',
    {
      config: { access: { permission: 'employees:delete' } },
      schema: {
        tags: ['employees'],
        summary: 'Delete an employee (admins; their history is kept)',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteEmployee(db(), await request.businessScope(), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default employeesRoutes;
