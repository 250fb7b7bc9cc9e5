export { RealUserMonitoring } from './real-user-monitoring';
export { reportReactError } from './react-errors';
