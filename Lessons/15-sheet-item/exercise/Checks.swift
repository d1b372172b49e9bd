// The checks for the exercise 'sheet-item'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: ContactsScreen.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("tapping a contact opens a message to them") {
      let host = ViewHost(ContactsScreen())
      try host.tap("Ann")
      try expect(host.element("To: Ann") != nil, "the sheet should read \"To: Ann\":\n" + host.render(), log: host.events)
    },
    Check("the next contact's message starts empty") {
      let host = ViewHost(ContactsScreen())
      try host.tap("Ann")
      try host.type("See you at 6", into: "Message")
      try host.tap("Next contact")
      try expect(host.element("To: Bo") != nil, "after Next contact the sheet should read \"To: Bo\"", log: host.events)
      try expectEqual(
        host.element("Message")?.value, "", "Bo's message field (Ann's words must not carry over)", log: host.events)
    },
    Check("closing the sheet clears the recipient") {
      let host = ViewHost(ContactsScreen())
      try host.tap("Ann")
      try host.tap("Close")
      try expect(host.element("To:") == nil, "the sheet should be gone after Close", log: host.events)
      try expectEqual(
        host.element("Writing to:")?.label, "Writing to: nobody", "the recipient line after Close", log: host.events)
    },
    Check("swiping the sheet away clears the recipient too") {
      let host = ViewHost(ContactsScreen())
      try host.tap("Bo")
      try host.dismiss()
      try expectEqual(
        host.element("Writing to:")?.label, "Writing to: nobody", "the recipient line after a swipe", log: host.events)
    },
  ]
}
