export { redisGlobalSetup as default } from '@sluice/test-services';
