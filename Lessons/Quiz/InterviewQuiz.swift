import LessonKit

extension QuizBank {
  /// Interview practice: wrapper questions whose follow-ups test ownership.
  ///
  /// Each answer comes in three levels: mid-level picks the right wrapper, senior
  /// derives it from who owns the value, staff ties that ownership to testability.
  static let interviewSet: [QuizQuestion] = [
    interviewQuestion(
      "child-resets",
      "A child view loses its state whenever its parent updates. Where do you look?",
      mid: LevelledAnswer(
        "Check whether the child's state is in @State, and whether something like .id() changes.",
        cues: ["@state", ".id", "id("]),
      senior: LevelledAnswer(
        """
        It is an identity or ownership problem. Either the child's identity changes (a branch \
        of an if, an .id() fed a new value each time), or the parent re-creates the model the \
        child holds, e.g. a model made in a plain property or passed in fresh on every update. \
        State must live with an identity that is stable, owned by whoever outlives the updates.
        """,
        cues: ["identity", "re-created", "recreated", "owner", "owns", "branch"]),
      staff: LevelledAnswer(
        """
        An identity change or a model the parent re-creates; then make the owner explicit \
        so it can be tested: the model is created once by the view that owns its lifetime \
        (@State) or injected from above, and a test can hold that model, drive a parent \
        update, and assert the state survived, without a UI.
        """,
        cues: ["test", "inject"])),
    interviewQuestion(
      "let-or-binding",
      "When is a plain let better than a @Binding?",
      mid: LevelledAnswer(
        "When the child only displays the value and never changes it.",
        cues: ["only read", "reads", "display", "never writes", "doesn't write", "does not write"]),
      senior: LevelledAnswer(
        """
        Whenever the child only reads. A binding grants write access to someone else's value; \
        giving it to a reader lies about who may change the state. The parent owns the value, \
        the child gets exactly the access it needs.
        """,
        cues: ["owner", "owns", "write access", "who may change", "who can change"]),
      staff: LevelledAnswer(
        """
        Whenever it only reads: the parent owns the value and grants only the access needed. \
        That pays off twice: the set of bindings is the set of suspects when the value is \
        wrong, and a let child is a pure function of its input, previewed and tested with a \
        literal and no state to set up.
        """,
        cues: ["suspect", "test", "preview", "pure"])),
    interviewQuestion(
      "state-model-init",
      "Does @State private var model = Model() run Model() once?",
      mid: LevelledAnswer(
        "No. The initialiser runs every time the view struct is created; SwiftUI keeps the first instance.",
        cues: ["every", "each time", "first instance", "keeps the first"]),
      senior: LevelledAnswer(
        """
        No: the initial-value expression runs on every init of the struct, and the framework \
        keeps only the first instance for that identity. So Model's init must be cheap; any \
        real work (opening a database, a request) belongs in .task, started once by the owner.
        """,
        cues: [".task", "cheap", "identity", "thrown away", "discarded"]),
      staff: LevelledAnswer(
        """
        No, and every extra instance is thrown away, so design for it: keep init free of \
        side effects and inject services (database, client) through init. Creating a \
        discarded instance then costs nothing, and a test can build the model with fakes and \
        call its load method directly instead of going through a view.
        """,
        cues: ["test", "inject", "side effect", "fake", "mock"])),
    interviewQuestion(
      "whole-model-child",
      "Under @Observable, is handing the whole model to a child view expensive?",
      mid: LevelledAnswer(
        "Not really: @Observable only re-renders views when properties they use change.",
        cues: ["properties", "property", "what it uses", "only"]),
      senior: LevelledAnswer(
        """
        Not by itself: a view depends on what its body reads, not on what it holds. Passing \
        the model is fine; the cost comes from broad reads (a summary property that touches \
        everything). Under ObservableObject the advice was the opposite: pass the narrowest value.
        """,
        cues: ["body reads", "what it reads", "reads", "dependency", "dependencies", "observableobject"]),
      staff: LevelledAnswer(
        """
        Not for speed: the child depends on what its body reads. The real question is \
        coupling: a child that takes the whole model needs a whole model in every test and \
        preview. Pass the model to children that act on it; give display-only children the \
        values they show, which are trivial to test.
        """,
        cues: ["test", "preview", "coupl"])),
    interviewQuestion(
      "selected-account",
      "Three screens need the selected account. Where does it live?",
      mid: LevelledAnswer(
        "In a shared @Observable model passed to the screens, or in the environment.",
        cues: ["@observable", "environment", "shared", "model"]),
      senior: LevelledAnswer(
        """
        In one owner all three observe — an app- or session-level model — never in one \
        screen's @State with copies elsewhere. Copies agree while changes go through the \
        screen and drift when another path (a deep link) changes it.
        """,
        cues: ["one owner", "single owner", "owner", "copies", "deep link", "source of truth"]),
      staff: LevelledAnswer(
        """
        In one owner at the session boundary, injected into the three screens, and proved: \
        a test drives the change through each path (screen, header, deep link) against that \
        model and checks every reader agrees. Because the owner is a plain injected object, \
        the test needs no views.
        """,
        cues: ["test", "each path", "inject", "boundary"])),
    interviewQuestion(
      "why-model",
      "The view already works with @State. Why move that state into a model?",
      mid: LevelledAnswer(
        "To keep the view simple and share the logic with other views.",
        cues: ["simple", "share", "reuse", "logic"]),
      senior: LevelledAnswer(
        """
        When the state outlives the view or several views must agree on it, its owner is not \
        the view; a model gives it one owner with the right lifetime. State only this view \
        reads can stay in @State.
        """,
        cues: ["owner", "lifetime", "outlive", "agree"]),
      staff: LevelledAnswer(
        """
        Testability: once the model is the owner, the state is a plain object a unit test \
        can create, drive and assert on; state in a view can only be exercised through the \
        view. Move it when its rules are worth testing, and keep the view a thin function of \
        the model.
        """,
        cues: ["test", "unit"])),
    interviewQuestion(
      "stateobject-still-needed",
      "Is @StateObject still needed with @Observable? Should new code still use ObservableObject?",
      mid: LevelledAnswer(
        "With @Observable you use @State instead of @StateObject, and plain properties instead of @ObservedObject.",
        cues: ["@state", "@bindable", "instead"]),
      senior: LevelledAnswer(
        """
        The choice collapses into one question: do I own this instance's lifetime? If yes, \
        @State; if it was handed to me, a plain property (or @Bindable for bindings). \
        ObservableObject remains for older OS targets and Combine or UIKit seams.
        """,
        cues: ["own", "lifetime", "older", "combine", "ios 16", "deployment"]),
      staff: LevelledAnswer(
        """
        Whoever owns the lifetime holds it in @State; the rest take it plainly. Migrate \
        feature by feature, measuring that updates narrowed, with tests pinning the \
        behaviour before and after; Observable models are plain classes, so those tests need \
        no publishers or view hosting.
        """,
        cues: ["migrat", "measur", "test"])),
  ]

  private static func interviewQuestion(
    _ name: String, _ prompt: String, mid: LevelledAnswer, senior: LevelledAnswer, staff: LevelledAnswer
  ) -> QuizQuestion {
    QuizQuestion(
      id: "interview.\(name)", lessonID: QuizQuestion.interviewLessonID, prompt: prompt,
      kind: .recall(RecallQuestion(levels: LevelledAnswers(mid: mid, senior: senior, staff: staff))))
  }
}
