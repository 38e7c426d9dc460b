import { testRemoteContract } from '@sp/contracts/testing';
import { remote } from './remote';

testRemoteContract(remote);
