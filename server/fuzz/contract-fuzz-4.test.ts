import { fuzzContract } from './contract-fuzz';

// Shard 4 of the contract fuzz suite (contract-fuzz.ts deals the endpoints over these files).
fuzzContract(4);
