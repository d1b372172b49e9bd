/// The modifier behind `.sheet(isPresented:)` and `.sheet(item:)`: the
/// presenting content, plus the sheet while one is presented.
///
/// Modelled on SwiftUI's documentation of `sheet(isPresented:onDismiss:content:)`
/// and `sheet(item:onDismiss:content:)`:
/// - the sheet is a subtree with an identity of its own: state inside it is
///   created when it is presented and discarded when it is dismissed;
/// - with `item:`, the item's `id` is part of that identity: when the item
///   changes to another identity, the sheet is dismissed and a new one is
///   presented, with fresh state;
/// - `onDismiss` runs after the sheet goes away (and, with `item:`, when it
///   is replaced by a sheet for another item);
/// - the binding is read by the modifier, not by the view that passed
///   `$isPresented`: presenting does not run the presenting view's body.
///   What the content closure reads counts for the presenting view, as a
///   `ForEach` row closure's reads do.
struct SheetPresentation<Base: View, Item, Content: View>: View {
  let base: Base
  /// The presented item, `nil` when nothing is presented.
  let presented: @MainActor () -> Item?
  /// The identity of a presented item (`true` for `isPresented:`).
  let identity: (Item) -> AnyHashable
  /// What dismissing writes: `isPresented = false`, or `item = nil`.
  let dismiss: @MainActor () -> Void
  let onDismiss: (@MainActor () -> Void)?
  let content: @MainActor (Item) -> Content
  /// How the content is presented: a sheet, or an alert or dialog whose
  /// buttons dismiss it.
  var style: PresentationStyle = .sheet

  var body: Never { bodyError() }
}

/// What a sheet modifier remembers for its identity: what it last presented.
final class PresentationMemory {
  var presentedIdentity: AnyHashable?
}

extension SheetPresentation: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    let graph = node.graph
    let item = graph.trackReads(of: node) { presented() }
    let memory = graph.memory("presentation", of: node) { PresentationMemory() }
    let newIdentity = item.map(identity)
    if let old = memory.presentedIdentity, old != newIdentity, let onDismiss {
      graph.afterPass.append { graph.performAction("sheet onDismiss", for: node) { onDismiss() } }
    }
    memory.presentedIdentity = newIdentity
    var children = [ChildView(key: .position(0), view: base)]
    if let item, let newIdentity {
      let sheetContent = graph.buildPresentedContent(of: node) { content(item) }
      let presented: any View =
        switch style {
        case .sheet: Sheet(content: sheetContent, dismiss: dismiss)
        case .alert: PresentedAlert(content: sheetContent, dismiss: dismiss)
        case .confirmationDialog: ConfirmationDialog(content: sheetContent, dismiss: dismiss)
        }
      children.append(ChildView(key: .element(newIdentity), view: presented))
    }
    return children
  }
}

extension View {
  /// Presents a sheet while `isPresented` is `true`.
  ///
  /// The sheet's state lives as long as the presentation: dismissing it
  /// (`isPresented = false`, `dismiss()` inside it, or ``ViewHost/dismiss()``)
  /// discards it, and presenting again starts afresh.
  ///
  /// ```swift
  /// Button("New note") { isAdding = true }
  ///   .sheet(isPresented: $isAdding) { NewNoteSheet() }
  /// ```
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    SheetPresentation(
      base: self, presented: { isPresented.wrappedValue ? true : nil }, identity: { AnyHashable($0) },
      dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, content: { _ in content() })
  }

  /// Presents a sheet for `item` while it is not `nil`: the presented value
  /// is the one the content closure receives.
  ///
  /// The item's `id` is part of the sheet's identity: another item dismisses
  /// this sheet and presents a new one, with fresh state.
  ///
  /// ```swift
  /// List(books) { book in Button(book.title) { selected = book } }
  ///   .sheet(item: $selected) { book in BookDetail(book: book) }
  /// ```
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    SheetPresentation(
      base: self, presented: { item.wrappedValue }, identity: { AnyHashable($0.id) },
      dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss, content: content)
  }
}

extension View {
  /// Presents content that covers the whole screen while `isPresented` is
  /// `true`: to the runtime a sheet (its identity, its state, what it
  /// captures, what it covers), as only the look differs.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a full-screen cover for `item` while it is not `nil` (see
  /// ``View/sheet(item:onDismiss:content:)``).
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    sheet(item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a popover while `isPresented` is `true`. In a compact size
  /// class (an iPhone) SwiftUI shows a popover as a sheet, and so does the
  /// runtime; the arrow edge is accepted and ignored.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents a popover for `item` while it is not `nil`, as a sheet (see
  /// ``View/popover(isPresented:arrowEdge:content:)``).
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }
}

/// A modifier that presents content over its base (`sheet`).
@MainActor
protocol PresentingView {}

extension SheetPresentation: PresentingView {}
