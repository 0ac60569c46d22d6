import type { FastifyRequest } from 'fastify';
import { STAFF_ROLES, type Role } from '@folio/shared';
import type { Actor } from './actor.ts';
import { conflict, forbidden, notFound, type HttpError } from './http-error.ts';

/**
 * The one shape of every module's rules (architecture.md §4, decision 007): a table from action to rule, read
 * both to enforce (`authorize`) and to report (`abilities`), so that the UI offers exactly what the server allows.
 * A new action, or a new relation to a record (a co-author, a class's teacher), is one entry of a module's table.
 */
export interface Rule<Subject> {
  /**
   * The roles that may ever take the action; any other gets 403, whichever the subject. 'all' is the four roles of
   * spec §6 (STAFF_ROLES): a pupil of a class (role student) may take an action only where a rule names them.
   */
  roles: readonly Role[] | 'all';
  /** How the actor must stand to the subject (its owner, its buyer); 403 otherwise. */
  relation?: (actor: Actor, subject: Subject) => boolean;
  /** What the 403 of this rule says (a role that never may, or the relation missing), when not the general refusal. */
  message?: string;
  /**
   * Why the subject's present state forbids the action now (the actor too, for a change to its own record), or null
   * when it allows it: a message is a 409; an HttpError is answered as it is (a refusal on a form's field is a 422).
   */
  state?: (subject: Subject, actor: Actor) => string | HttpError | null;
}

export type Rules<Action extends string, Subject> = Record<Action, Rule<Subject>>;

export interface PolicyOptions {
  /** The 404's message, for a subject not found within the actor's scope (the general one by default). */
  notFound?: string;
  /**
   * What is told first. 'roles' (the default): a role that never may take the action gets 403 before anything
   * about the subject is told. 'scope': a subject outside the actor's scope is 404 to every action, the same
   * answer whether it exists or not, and the role is told only of subjects the actor sees. Either tells nothing
   * of a record the actor does not see; the module's answers so far decide which.
   */
  first?: 'roles' | 'scope';
}

export interface Policy<Action extends string, Subject> {
  /** The table's actions, in its order. */
  readonly actions: readonly Action[];
  /** Whether `actor`'s role may ever take `action`, on some subject (also what app-level abilities ask). */
  mayEver(actor: Actor, action: Action): boolean;
  /** Whether `actor` may take `action` on `subject` now (one within the actor's scope). */
  may(actor: Actor, action: Action, subject: Subject): boolean;
  /** Throws the 403 of a role that may never take `action` (an action without a subject, or before one is looked up). */
  authorizeRole(actor: Actor, action: Action): void;
  /**
   * Throws unless `actor` may take `action` on `subject` (undefined: not found within the actor's scope): 403
   * for a role that never may, 404 for a subject outside the scope (in the order of `first`), then 403 for a
   * relation the rule needs and the actor lacks, then the state's refusal.
   */
  authorize<S extends Subject>(actor: Actor, action: Action, subject: S | undefined): asserts subject is S;
  /**
   * onRequest hook after `authenticate`: a role the table never lets take `action` gets its 403 before the body
   * is read, as every guarded route answers (a malformed body from such a role is still a 403, not a 422).
   */
  refuseRolesThatNever(action: Action): (request: FastifyRequest) => Promise<void>;
  /** What `actor` may do with `subject` (one within its scope): one flag per action asked (every action by default). */
  abilities<A extends Action = Action>(actor: Actor, subject: Subject, actions?: readonly A[]): Record<A, boolean>;
}

/** Builds the functions that read the rule table `rules`. */
export function definePolicy<Action extends string, Subject>(rules: Rules<Action, Subject>, options: PolicyOptions = {}): Policy<Action, Subject> {
  const actions = Object.keys(rules) as Action[];
  const mayEver = (actor: Actor, action: Action) => {
    const { roles } = rules[action];
    return (roles === 'all' ? (STAFF_ROLES as readonly Role[]) : roles).includes(actor.role);
  };
  const authorizeRole = (actor: Actor, action: Action) => {
    if (!mayEver(actor, action)) throw forbidden(rules[action].message);
  };
  const relationHolds = (actor: Actor, action: Action, subject: Subject) => rules[action].relation?.(actor, subject) ?? true;
  const may = (actor: Actor, action: Action, subject: Subject) => mayEver(actor, action) && relationHolds(actor, action, subject) && !rules[action].state?.(subject, actor);
  function authorize<S extends Subject>(actor: Actor, action: Action, subject: S | undefined): asserts subject is S {
    const scopeFirst = options.first === 'scope';
    if (!scopeFirst) authorizeRole(actor, action);
    if (subject === undefined) throw notFound(options.notFound);
    if (scopeFirst) authorizeRole(actor, action);
    if (!relationHolds(actor, action, subject)) throw forbidden(rules[action].message);
    const refusal = rules[action].state?.(subject, actor);
    if (refusal) throw typeof refusal === 'string' ? conflict(refusal) : refusal;
  }
  return {
    actions,
    mayEver,
    may,
    authorizeRole,
    authorize,
    refuseRolesThatNever: (action) => async (request) => authorizeRole(request.user, action),
    abilities: <A extends Action = Action>(actor: Actor, subject: Subject, asked: readonly A[] = actions as A[]) =>
      Object.fromEntries(asked.map((action) => [action, may(actor, action, subject)])) as Record<A, boolean>,
  };
}
