import StateRuntime

extension AppWideStore.Fixed {
  /// FIX, shared state only at a truth boundary: the session is one owner
  /// several features agree on (the account bar, the networking layer).
  /// Each value is its own tracked property.
  @MainActor @Observable
  final class Session {
    var userName = "Maya"
    var accessToken = "token-1"

    func refreshToken() {
      accessToken = "token-2"
    }
  }

  /// FIX, shared: the saved expenses, which the list, totals and sync all read.
  @MainActor @Observable
  final class Ledger {
    private(set) var expenses: [String] = []

    func add(_ title: String) {
      expenses.append(title)
    }
  }

  struct ExpenseApp: View {
    let session: Session
    let ledger: Ledger

    var body: some View {
      VStack {
        AccountBar(session: session)
        ExpenseForm(ledger: ledger)
      }
    }
  }

  struct AccountBar: View {
    let session: Session

    var body: some View {
      Text("Signed in as \(session.userName)")
    }
  }

  /// FIX, local state for what nothing else reads: the draft and the
  /// validation message are the form's own `@State`. A test or preview
  /// needs a ledger and nothing more.
  struct ExpenseForm: View {
    let ledger: Ledger
    @State private var draftTitle = ""
    @State private var validationMessage: String?

    var body: some View {
      VStack {
        TextField("Title", text: $draftTitle)
        if let validationMessage {
          Text("Problem: \(validationMessage)")
        }
        Button("Save") {
          guard !draftTitle.isEmpty else {
            validationMessage = "Enter a title"
            return
          }
          ledger.add(draftTitle)
          draftTitle = ""
          validationMessage = nil
        }
        Text("Saved: \(ledger.expenses.count)")
      }
    }
  }
}
