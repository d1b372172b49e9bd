// ExerciseKit's API speaks the protocol's types (a check's records, a play run's
// steps), so a client that imports ExerciseKit sees them without importing the protocol.
@_exported import LessonsProtocol
