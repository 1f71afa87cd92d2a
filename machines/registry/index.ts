export { flowById, flowRegistry, type ErrorTablesByActor, type FlowEntry } from './registry';
