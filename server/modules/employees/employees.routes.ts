// The employees API (docs/http-api.md): list, add, read, edit and delete the business's employees.
// Permissions follow the docs/product-rules.md §6 matrix; what an employee caller may see is decided in the service.
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
} from './employees.service';

const errors = errorResponses(400, 401, 403, 404);

const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

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
    async (request) =>
      listEmployees(db(), await request.businessScope(), request.query, publicOrigin(request)),
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
      const scope = await request.businessScope();
      const origin = publicOrigin(request);
      const created = await createEmployee(db(), scope, request.body, origin, app.jobs);
      return reply.status(201).send(created);
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
      getEmployee(db(), await request.businessScope(), request.params.id, publicOrigin(request)),
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
      updateEmployee(
        db(),
        await request.businessScope(),
        request.params.id,
        request.body,
        publicOrigin(request),
        app.jobs,
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
