export { flowById, flowRegistry, type ErrorTablesByActor, type FlowEntry, type LoadedFlow, type OpenFlow } from './registry';
