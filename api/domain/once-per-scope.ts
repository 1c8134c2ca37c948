/**
 * Work done once per scope and key: the calls of one page, or of one poll of the live
 * layer, carry the same scope object (CallMeta.scope), so what they would each work out
 * alike (the token's owner, the counters) is worked out once for all of them. Held weakly:
 * a scope's values go with it. Without a scope every call works it out itself.
 */
export function oncePerScope<K, V>() {
  const byScope = new WeakMap<object, Map<K, V>>();
  return {
    get(scope: object | undefined, key: K, make: () => V): V {
      if (!scope) return make();
      let values = byScope.get(scope);
      if (!values) byScope.set(scope, (values = new Map()));
      if (!values.has(key)) values.set(key, make());
      return values.get(key)!;
    },
    /** Forgets a scope's values (after a change that may have made them wrong). */
    forget(scope: object | undefined): void {
      if (scope) byScope.delete(scope);
    },
  };
}
