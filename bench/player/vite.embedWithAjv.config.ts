import { mergeConfig } from 'vite';
import embedConfig from '../../vite.embed.config.ts';
import { validatorAjv8VitePlugin } from './validatorAjv8Variant';

// /embed.js as vite.embed.config.ts builds it, with @rjsf/validator-ajv8 doing the player's answer
// validation in the engine's place (bench/player/validatorAjv8Variant.ts): the embed's weight for
// the benchmark's variant "Minuta with validator-ajv8", printed beside Minuta's by embedSizeBench.
// Not type-checked (excluded in tsconfig.json; vite.embed.config.ts is outside it too): Vite's
// config loader reads the `.ts` import.
export default mergeConfig(embedConfig, { plugins: [validatorAjv8VitePlugin()] });
