public enum ExerciseKit {}
