import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../../src/common/store/group-commit.js';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('GroupCommit (a cluster primary, or a service over a file store, stores concurrent logs)', () => {
  it('stores every batch that arrived in one loop turn with one commit, then tells each, in order', async () => {
    const commits: number[][] = [];
    const told: string[] = [];
    const group = new GroupCommit<number>((items) => void commits.push(items), () => {});
    group.add([1, 2], (e) => told.push(`a:${e ?? 'ok'}`));
    group.add([3], (e) => told.push(`b:${e ?? 'ok'}`));
    group.add([4, 5], (e) => told.push(`c:${e ?? 'ok'}`));
    await turn();
    await group.settled();
    expect(commits).toEqual([[1, 2, 3, 4, 5]]);
    expect(told).toEqual(['a:ok', 'b:ok', 'c:ok']);
  });

  it('settled() stores what is queued at once (a log listing never misses an answered message)', async () => {
    const commits: number[][] = [];
    const group = new GroupCommit<number>((items) => void commits.push(items), () => {});
    group.add([7], () => {});
    await group.settled();
    expect(commits).toEqual([[7]]);
    await turn();
    expect(commits).toEqual([[7]]);
  });

  it('a failed commit tells every batch of its group why, reports once, and the next group is stored', async () => {
    const errors: string[] = [];
    const told: (string | undefined)[] = [];
    let fail = true;
    const group = new GroupCommit<number>(
      () => {
        if (fail) throw new Error('disk full');
      },
      (count, error) => errors.push(`${count} ${error}`),
    );
    group.add([1], (e) => told.push(e));
    group.add([2, 3], (e) => told.push(e));
    await group.settled();
    fail = false;
    group.add([4], (e) => told.push(e));
    await group.settled();
    expect(told).toEqual(['disk full', 'disk full', undefined]);
    expect(errors).toEqual(['3 disk full']);
  });
});
