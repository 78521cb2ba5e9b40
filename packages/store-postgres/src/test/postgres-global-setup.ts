export { postgresGlobalSetup as default } from '@sluice/test-services';
