// `Task.detached` as learner code spells it, counted as work of the action
// that started it.
//
// A detached task inherits no task-locals, so the `ActionActivity` that
// follows every `Task { }` an action makes cannot follow it: `settle()` would
// call the host quiet before such a task had even started, and on a busy
// machine its write would land after a check or a play script had looked.
// These overloads keep the action's activity alive until the detached task
// ends. Nothing else differs: the task still inherits no task-locals, no
// priority and no actor. (One thing is measurable: an operation isolated to
// an actor starts on the global executor and hops, where the standard
// library's enqueues it on the actor at once.)
//
// They win over the standard library's because they lack its `name:`
// parameter, and an unlabelled `Task.detached { … }` prefers the overload
// with fewer defaulted parameters (measured on Swift 6.3.1); a call that
// names its task reaches the standard library's and is not tracked. Swift
// 6.1's standard library has no `name:`, so there its declaration would be
// identical to these and these would call themselves: they are left out.

#if compiler(>=6.2)
  extension Task where Failure == Never {
    /// Runs `operation` as a new top-level task; counted by `settle()` when an
    /// action started it.
    @discardableResult
    public static func detached(
      priority: TaskPriority? = nil,
      operation: sending @escaping @isolated(any) () async -> Success
    ) -> Task<Success, Never> {
      let startedBy = ActionActivity.current
      return Task.detached(name: nil, priority: priority) {
        defer { withExtendedLifetime(startedBy) {} }
        return await operation()
      }
    }
  }

  extension Task where Failure == any Error {
    /// Runs throwing `operation` as a new top-level task; counted by
    /// `settle()` when an action started it.
    @discardableResult
    public static func detached(
      priority: TaskPriority? = nil,
      operation: sending @escaping @isolated(any) () async throws -> Success
    ) -> Task<Success, any Error> {
      let startedBy = ActionActivity.current
      return Task.detached(name: nil, priority: priority) {
        defer { withExtendedLifetime(startedBy) {} }
        return try await operation()
      }
    }
  }
#endif
