public enum LessonKit {}
