import LessonsShell
print("lessons: coming soon")
