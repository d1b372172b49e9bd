import CEditLine
public enum LessonsShell {}
