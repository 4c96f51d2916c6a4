/*
 * run.h: run a program in a process group of its own under a wall clock,
 * in a folder of its own, and leave nothing it started running.  For
 * tools/front/fuzz.c, which runs build/tools/sandbox on each of
 * thousands of inputs from one process (POSIX; on Linux also a
 * subreaper, so that a process that left the group with setsid() is
 * found and killed).
 */
#ifndef RUN_H
#define RUN_H

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

static volatile sig_atomic_t run_timed_out;
static volatile pid_t run_group;	/* the running child's group */
static void (*run_on_interrupt)(void);	/* cleanup before dying of a signal */

static void run_on_alarm(int sig)
{
	(void)sig;
	run_timed_out = 1;
}

/* Interrupted ourselves (Ctrl-C reaches our group, not the child's): take
 * the child's group down with us. */
static void run_on_stop(int sig)
{
	if (run_group > 0)
		kill(-run_group, SIGKILL);
	if (run_on_interrupt)
		run_on_interrupt();
	signal(sig, SIG_DFL);
	raise(sig);
}

static void run_die(const char *what)
{
	fprintf(stderr, "%s: %s\n", what, strerror(errno));
	exit(2);
}

static void run_redirect(const char *path, int fd, int flags)
{
	int f = open(path, flags, 0644);

	if (f < 0 || dup2(f, fd) < 0)
		run_die(path);
	close(f);
}

/* Kills every child of ours that /proc shows; how many it found. */
static int run_kill_children(void)
{
	DIR *proc = opendir("/proc");
	struct dirent *e;
	int found = 0;

	while (proc && (e = readdir(proc))) {
		char path[300], stat[512], *close_paren;
		FILE *f;
		size_t n;
		long ppid = 0;

		if (e->d_name[0] < '1' || e->d_name[0] > '9')
			continue;
		snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
		if (!(f = fopen(path, "r")))
			continue;
		n = fread(stat, 1, sizeof stat - 1, f);
		fclose(f);
		stat[n] = '\0';
		/* "pid (name) state ppid ...": the name may hold anything */
		close_paren = strrchr(stat, ')');
		if (close_paren
		    && sscanf(close_paren + 1, " %*c %ld", &ppid) == 1
		    && ppid == (long)getpid()) {
			kill((pid_t)atol(e->d_name), SIGKILL);
			found++;
		}
	}
	if (proc)
		closedir(proc);
	return found;
}

/* Kills and reaps whatever the program left: as a subreaper we inherit
 * every orphan it made, setsid() or not, and each one killed hands us its
 * own children, so go on until there is no child left. */
static void run_reap_all(void)
{
	struct timespec pause_1ms = {0, 1000000};

	for (;;) {
		int found = run_kill_children();
		while (waitpid(-1, NULL, WNOHANG) > 0)
			;
		if (!found && waitpid(-1, NULL, WNOHANG) < 0
		    && errno == ECHILD)
			return;
		nanosleep(&pause_1ms, NULL);
	}
}

/* Runs argv[0] with stdin from `in`, stdout and stderr to `out`, `err`,
 * in a process group of its own and, when dir is not NULL, in the folder
 * dir (argv[0] must then be an absolute path); in the child, limits() (if
 * not NULL) is called before the program starts.  Waits at most wall_ms
 * (0: no limit) before killing the group, and kills it anyway once the
 * program ends.
 * Returns the wait status, or -1 when the wall clock ran out. */
static int run_program(char **argv, const char *in, const char *out,
		       const char *err, const char *dir, long wall_ms,
		       void (*limits)(void))
{
	struct sigaction sa;
	struct itimerval timer;
	pid_t pid;
	int status;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = run_on_alarm;	/* no SA_RESTART: waitpid returns */
	sigaction(SIGALRM, &sa, NULL);
	sa.sa_handler = run_on_stop;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
#ifdef PR_SET_CHILD_SUBREAPER
	prctl(PR_SET_CHILD_SUBREAPER, 1);
#endif

	pid = fork();
	if (pid < 0)
		run_die("fork");
	if (pid == 0) {
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		signal(SIGHUP, SIG_DFL);
		setpgid(0, 0);
		if (limits)
			limits();
		run_redirect(in, 0, O_RDONLY);
		run_redirect(out, 1, O_WRONLY | O_CREAT | O_TRUNC);
		run_redirect(err, 2, O_WRONLY | O_CREAT | O_TRUNC);
		if (dir && chdir(dir) != 0)
			run_die(dir);
		execv(argv[0], argv);
		fprintf(stderr, "cannot run %s: %s\n", argv[0],
			strerror(errno));
		_exit(127);
	}
	setpgid(pid, pid);	/* both sides set it: no race */
	run_group = pid;
	run_timed_out = 0;
	memset(&timer, 0, sizeof timer);
	timer.it_value.tv_sec = wall_ms / 1000;
	timer.it_value.tv_usec = wall_ms % 1000 * 1000;
	setitimer(ITIMER_REAL, &timer, NULL);
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR)
			run_die("waitpid");
		if (run_timed_out)
			kill(-pid, SIGKILL);
	}
	memset(&timer, 0, sizeof timer);
	setitimer(ITIMER_REAL, &timer, NULL);
	kill(-pid, SIGKILL);	/* whatever it left behind */
	run_group = 0;
	run_reap_all();
	return run_timed_out ? -1 : status;
}

#endif
