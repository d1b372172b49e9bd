/// The middle of `values` (the mean of the two middle ones for an even count), or 0 for none.
///
/// Every figure of the report is a median over rounds, so one slow round of a busy machine
/// moves it less than it would move a mean.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
