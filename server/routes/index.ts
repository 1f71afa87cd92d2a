import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../deps';
import { accountRoutes } from './account';
import { configRoutes } from './config';

/** Every area's routes; each registers its endpoints from src/api/contract. */
export const routeModules: ((app: FastifyInstance, deps: ServerDeps) => void)[] = [configRoutes, accountRoutes];
