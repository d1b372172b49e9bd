import LessonKit
public enum LessonCatalog {}
