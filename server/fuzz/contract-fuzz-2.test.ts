import { fuzzContract } from './contract-fuzz';

// Shard 2 of the contract fuzz suite (contract-fuzz.ts deals the endpoints over these files).
fuzzContract(2);
