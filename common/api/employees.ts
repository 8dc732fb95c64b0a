// The employees routes of the table (docs/decisions/031-api-contract.md); the server's access rules
// and handlers are in server/modules/employees/employees.routes.ts.
import { errorEnvelopeSchema, errorResponses, idParamsSchema } from '../schemas/common';
import {
  createEmployeeRequestSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeeSchema,
  inactiveScansSchema,
  updateEmployeeRequestSchema,
} from '../schemas/employees';
import { z } from 'zod';
import { employeeLocationsRequestSchema, employeeLocationsSchema } from '../schemas/locations';
import { route } from './route';

const errors = errorResponses(400, 401, 403, 404);

export const employeesApi = {
  list: route({
    method: 'GET',
    path: '/api/employees',
    tags: ['employees'],
    summary: 'Employees of the business, by name (an employee sees only themself)',
    query: employeeListQuerySchema,
    responses: { 200: employeeListSchema, ...errors },
  }),
  inactiveScans: route({
    method: 'GET',
    path: '/api/employees/inactive-scans',
    tags: ['employees'],
    summary: "Scans this month of deactivated or deleted employees' cards",
    responses: { 200: inactiveScansSchema, ...errors },
  }),
  create: route({
    method: 'POST',
    path: '/api/employees',
    tags: ['employees'],
    summary: 'Add an employee (issues their permanent link and code)',
    body: createEmployeeRequestSchema,
    responses: { 201: employeeSchema, 409: errorEnvelopeSchema, ...errors },
  }),
  read: route({
    method: 'GET',
    path: '/api/employees/:id',
    tags: ['employees'],
    summary: 'One employee',
    params: idParamsSchema,
    responses: { 200: employeeSchema, ...errors },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/employees/:id',
    tags: ['employees'],
    summary: 'Edit, activate or deactivate an employee (deactivation ends their sessions)',
    params: idParamsSchema,
    body: updateEmployeeRequestSchema,
    responses: { 200: employeeSchema, 409: errorEnvelopeSchema, ...errors },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/employees/:id',
    tags: ['employees'],
    summary: 'Delete an employee (admins; their history is kept)',
    params: idParamsSchema,
    responses: { 204: z.null().describe('Deleted'), ...errors },
  }),
  placeEmployee: route({
    method: 'PUT',
    path: '/api/employees/:id/locations',
    tags: ['employees', 'locations'],
    summary: 'Set the locations an employee works at',
    params: idParamsSchema,
    body: employeeLocationsRequestSchema,
    responses: { 200: employeeLocationsSchema, ...errors },
  }),
};
