import LessonKit

extension QuizBank {
  /// Interview practice: wrapper questions whose follow-ups test ownership.
  ///
  /// Each answer comes in three levels: mid-level picks the right wrapper, senior
  /// derives it from who owns the value, staff ties that ownership to testability.
  /// Each level lists the key ideas it adds; the feedback says which of them an
  /// answer names, never which level it reached.
  static let interviewSet: [QuizQuestion] = [
    interviewQuestion(
      "child-resets",
      "A child view loses its state whenever its parent updates. Where do you look?",
      mid: LevelledAnswer(
        "Check whether the child's state is in @State, and whether something like .id() changes.",
        ideas: [
          KeyIdea("the child's state is held in @State", words: ["@state"]),
          KeyIdea("an .id() that changes", words: [".id", "id("]),
        ]),
      senior: LevelledAnswer(
        """
        It is an identity or ownership problem. Either the child's identity changes (a branch \
        of an if, an .id() fed a new value each time), or the parent re-creates the model the \
        child holds, e.g. a model made in a plain property or passed in fresh on every update. \
        State must live with an identity that is stable, owned by whoever outlives the updates.
        """,
        ideas: [
          KeyIdea("state belongs to the view's identity", words: ["identity"]),
          KeyIdea("an if/else branch is a different identity", words: ["branch", "if/else", "else"]),
          KeyIdea(
            "the parent re-creates the model the child holds",
            words: ["re-create", "recreate", "new model", "fresh"]),
          KeyIdea("the owner must outlive the updates", words: ["owner", "owns", "outlive"]),
        ]),
      staff: LevelledAnswer(
        """
        An identity change or a model the parent re-creates; then make the owner explicit \
        so it can be tested: the model is created once by the view that owns its lifetime \
        (@State) or injected from above, and a test can hold that model, drive a parent \
        update, and assert the state survived, without a UI.
        """,
        ideas: [
          KeyIdea("inject the model from its owner", words: ["inject"]),
          KeyIdea("a test drives a parent update and checks the state survived", words: ["test"]),
        ])),
    interviewQuestion(
      "let-or-binding",
      "When is a plain let better than a @Binding?",
      mid: LevelledAnswer(
        "When the child only displays the value and never changes it.",
        ideas: [
          KeyIdea(
            "the child only reads the value",
            words: ["only read", "reads", "display", "never writes", "doesn't write", "does not write"])
        ]),
      senior: LevelledAnswer(
        """
        Whenever the child only reads. A binding grants write access to someone else's value; \
        giving it to a reader lies about who may change the state. The parent owns the value, \
        the child gets exactly the access it needs.
        """,
        ideas: [
          KeyIdea("a binding is write access to the owner's value", words: ["write access", "writ"]),
          KeyIdea("the parent owns the value", words: ["owner", "owns"]),
          KeyIdea(
            "grant only the access the child needs", words: ["who may change", "who can change", "access"]),
        ]),
      staff: LevelledAnswer(
        """
        Whenever it only reads: the parent owns the value and grants only the access needed. \
        That pays off twice: the set of bindings is the set of suspects when the value is \
        wrong, and a let child is a pure function of its input, previewed and tested with a \
        literal and no state to set up.
        """,
        ideas: [
          KeyIdea("the bindings are the suspects in a bug hunt", words: ["suspect"]),
          KeyIdea("a let child is a pure function of its input", words: ["pure"]),
          KeyIdea("tested and previewed with a literal", words: ["test", "preview"]),
        ])),
    interviewQuestion(
      "state-model-init",
      "Does @State private var model = Model() run Model() once?",
      mid: LevelledAnswer(
        """
        It depends on the toolchain. Built with Xcode 26 or earlier, no: it runs on every init \
        of the view struct and SwiftUI keeps the first instance. Built with Xcode 27 (@State is \
        a macro) and running on iOS 17 / macOS 14 or later, yes: the initial value is evaluated \
        once per identity. The release notes back-deploy that only to iOS 17-aligned OSes.
        """,
        ideas: [
          KeyIdea(
            "the toolchain decides (Xcode 26 and earlier vs Xcode 27)",
            words: ["xcode", "toolchain", "macro"]),
          KeyIdea("before Xcode 27 it runs on every init", words: ["every", "each time", "each init"]),
          KeyIdea(
            "only the first instance is kept", words: ["first instance", "keeps the first", "first one"]),
        ]),
      senior: LevelledAnswer(
        """
        Once per identity with Xcode 27 on an iOS 17-aligned OS or later; on every init of the \
        struct with Xcode 26 and earlier, where the framework keeps only the first instance for \
        that identity. And a value passed \
        in a custom init (_model = State(wrappedValue: Model(db)), or self.model = Model(db)) is \
        an ordinary argument, built on every init: Apple's docs promise laziness only for the \
        declaration's own initial value. So make Model's init cheap either way; real work (opening a \
        database, a request) belongs in .task, which runs when the view appears.
        """,
        ideas: [
          KeyIdea("the kept instance belongs to the identity", words: ["identity"]),
          KeyIdea(
            "a value passed in a custom init is built on every init",
            words: ["custom init", "wrappedvalue", "initialvalue"]),
          KeyIdea("keep init cheap", words: ["cheap"]),
          KeyIdea("start work in .task", words: [".task"]),
        ]),
      staff: LevelledAnswer(
        """
        Design so it does not matter: keep init free of side effects and inject services \
        (database, client) through init. An extra instance then costs nothing in any era, \
        and a test can build the model with fakes and call its load method directly instead \
        of going through a view.
        """,
        ideas: [
          KeyIdea("an init without side effects", words: ["side effect", "side-effect"]),
          KeyIdea("services injected through init", words: ["inject"]),
          KeyIdea("a test builds the model with fakes", words: ["test", "fake", "mock"]),
        ])),
    interviewQuestion(
      "whole-model-child",
      "Under @Observable, is handing the whole model to a child view expensive?",
      mid: LevelledAnswer(
        "Not really: @Observable only re-renders views when properties they use change.",
        ideas: [KeyIdea("updates are per property", words: ["property", "properties"])]),
      senior: LevelledAnswer(
        """
        Not by itself: a view depends on what its body reads, not on what it holds. Passing \
        the model is fine; the cost comes from broad reads (a summary property that touches \
        everything). Under ObservableObject the advice was the opposite: pass the narrowest value.
        """,
        ideas: [
          KeyIdea("a view depends on what its body reads", words: ["body reads", "what it reads", "reads"]),
          KeyIdea("broad reads are the cost", words: ["broad", "summary"]),
          KeyIdea("ObservableObject was different", words: ["observableobject"]),
        ]),
      staff: LevelledAnswer(
        """
        Not for speed: the child depends on what its body reads. The real question is \
        coupling: a child that takes the whole model needs a whole model in every test and \
        preview. Pass the model to children that act on it; give display-only children the \
        values they show, which are trivial to test.
        """,
        ideas: [
          KeyIdea("coupling, not speed", words: ["coupl"]),
          KeyIdea("what a test or preview must build", words: ["test", "preview"]),
        ])),
    interviewQuestion(
      "selected-account",
      "Three screens need the selected account. Where does it live?",
      mid: LevelledAnswer(
        "In a shared @Observable model passed to the screens, or in the environment.",
        ideas: [
          KeyIdea("a shared @Observable model", words: ["@observable", "environment", "shared", "model"])
        ]),
      senior: LevelledAnswer(
        """
        In one owner all three observe (an app- or session-level model), never in one \
        screen's @State with copies elsewhere. Copies agree while changes go through the \
        screen and drift when another path (a deep link) changes it.
        """,
        ideas: [
          KeyIdea(
            "one owner all three observe", words: ["one owner", "single owner", "owner", "source of truth"]),
          KeyIdea("copies drift when another path writes", words: ["copies", "copy", "deep link", "drift"]),
        ]),
      staff: LevelledAnswer(
        """
        In one owner at the session boundary, injected into the three screens, and proved: \
        a test drives the change through each path (screen, header, deep link) against that \
        model and checks every reader agrees. Because the owner is a plain injected object, \
        the test needs no views.
        """,
        ideas: [
          KeyIdea("the owner sits at a truth boundary (the session)", words: ["boundary", "session"]),
          KeyIdea("a test drives each path and checks every reader", words: ["test", "each path"]),
        ])),
    interviewQuestion(
      "why-model",
      "The view already works with @State. Why move that state into a model?",
      mid: LevelledAnswer(
        "To keep the view simple and share the logic with other views.",
        ideas: [KeyIdea("share or reuse the logic", words: ["simple", "share", "reuse", "logic"])]),
      senior: LevelledAnswer(
        """
        When the state outlives the view or several views must agree on it, its owner is not \
        the view; a model gives it one owner with the right lifetime. State only this view \
        reads can stay in @State.
        """,
        ideas: [
          KeyIdea("its lifetime outlives the view", words: ["lifetime", "outlive"]),
          KeyIdea("several views must agree: one owner", words: ["owner", "agree"]),
          KeyIdea("view-only state stays in @State", words: ["@state"]),
        ]),
      staff: LevelledAnswer(
        """
        Testability: once the model is the owner, the state is a plain object a unit test \
        can create, drive and assert on; state in a view can only be exercised through the \
        view. Move it when its rules are worth testing, and keep the view a thin function of \
        the model.
        """,
        ideas: [
          KeyIdea("a unit test drives a plain object", words: ["test", "unit"]),
          KeyIdea("the view stays a thin function of the model", words: ["thin", "function of"]),
        ])),
    interviewQuestion(
      "stateobject-still-needed",
      "Is @StateObject still needed with @Observable? Should new code still use ObservableObject?",
      mid: LevelledAnswer(
        """
        With @Observable you hold a model you own in @State instead of @StateObject, and one \
        you were handed in a plain property (or @Bindable) instead of @ObservedObject.
        """,
        ideas: [
          KeyIdea("@State for an owned @Observable", words: ["@state"]),
          KeyIdea("a plain property or @Bindable for one handed in", words: ["@bindable", "plain"]),
        ]),
      senior: LevelledAnswer(
        """
        The choice collapses into one question: do I own this instance's lifetime? If yes, \
        @State; if it was handed to me, a plain property (or @Bindable for bindings). One era \
        note: before Xcode 27 they are not the same. @StateObject builds its object once per \
        identity, while the property-wrapper @State evaluates its initial value on every init \
        (keeping the first), so a costly init shows there. ObservableObject remains for OS \
        targets older than Observation (before iOS 17) and for Combine pipelines; UIKit now \
        tracks @Observable itself (on by default in iOS 26, from iOS 18 with the \
        UIObservationTrackingEnabled key).
        """,
        ideas: [
          KeyIdea("do I own the instance's lifetime?", words: ["own", "lifetime"]),
          KeyIdea(
            "before Xcode 27 @State evaluates its initial value on every init",
            words: ["xcode", "every init", "once per identity"]),
          KeyIdea(
            "ObservableObject for older targets and Combine",
            words: ["older", "combine", "ios 16", "deployment"]),
        ]),
      staff: LevelledAnswer(
        """
        Whoever owns the lifetime holds it in @State; the rest take it plainly. Migrate \
        feature by feature, measuring that updates narrowed, with tests pinning the \
        behaviour before and after; Observable models are plain classes, so those tests need \
        no publishers or view hosting.
        """,
        ideas: [
          KeyIdea("migrate feature by feature", words: ["migrat", "feature by feature"]),
          KeyIdea("measure that updates narrowed", words: ["measur"]),
          KeyIdea("tests pin the behaviour before and after", words: ["test"]),
        ])),
  ]

  private static func interviewQuestion(
    _ name: String, _ prompt: String, mid: LevelledAnswer, senior: LevelledAnswer, staff: LevelledAnswer
  ) -> QuizQuestion {
    QuizQuestion(
      id: "interview.\(name)", lessonID: QuizQuestion.interviewLessonID, prompt: prompt,
      kind: .recall(RecallQuestion(levels: LevelledAnswers(mid: mid, senior: senior, staff: staff))))
  }
}
