import StateRuntime

/// The shopper's basket: the books in it, the note for the gift card, and whether the courier
/// offers express delivery for it (which the shop's server says, not the shopper).
@MainActor @Observable
final class Basket {
  var books = ["Dune", "Emma"]
  var giftNote = ""
  var expressAvailable = false
}
